import Foundation

/// Everything the service can be told, by flags or by environment variables (see `chatcard-server --help`).
public struct ServerSettings: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    public var queueLimit = 64
    public var bodyLimit = 4 << 20
    public var requestTimeout: Duration = .seconds(10)

    public init() {}
}

public enum ChatCardVersion {
    /// Part of every ETag: a new renderer version changes every card's ETag.
    public static let current = "0.1.0"
}
