export declare function chromiumPath(): string;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
