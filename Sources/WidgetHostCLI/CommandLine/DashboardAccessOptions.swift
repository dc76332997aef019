import WidgetDashboard
import WidgetHost

/// `serve`'s access options, checked: the access token (`--token`, else
/// `WIDGETHOST_DASHBOARD_TOKEN`) and the extra host names (`--allow-host`).
struct DashboardAccessOptions {
    /// The environment variable a script can pass the token in (it stays out of `ps`).
    static let tokenVariable = "WIDGETHOST_DASHBOARD_TOKEN"
    static let token = OptionSpec(
        "--token", value: "TOKEN",
        help: "The access token (default: generated when listening beyond loopback; or \(tokenVariable))")
    static let allowHost = OptionSpec(
        "--allow-host", value: "NAME", repeatable: true, help: "Another host name browsers may call the dashboard by (repeatable)")

    /// The token given with `--token`, if any.
    let givenToken: String?
    /// The host names given.
    let allowedHosts: [String]

    /// Reads and checks the options.
    init(_ parsed: ParsedArguments) throws {
        givenToken = try parsed.value(Self.token).map { try Self.checkedToken($0, location: "option --token") }
        allowedHosts = try parsed.values(Self.allowHost).map(Self.checkedHostName)
    }

    /// The token to use: `--token`, else the environment's (checked), else none.
    func token(environment: [String: String]) throws -> String? {
        if let givenToken { return givenToken }
        return try environment[Self.tokenVariable].map { try Self.checkedToken($0, location: "environment variable \(Self.tokenVariable)") }
    }

    private static func checkedToken(_ text: String, location: String) throws -> String {
        let allowed = text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.~".unicodeScalars.contains($0))
        }
        guard (16...256).contains(text.count), allowed else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a usable access token", location: location,
                expected: "16 to 256 letters, digits, '-', '_', '.' or '~'")
        }
        return text
    }

    private static func checkedHostName(_ text: String) throws -> String {
        let isBracketedIPv6 =
            text.hasPrefix("[") && text.hasSuffix("]") && text.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        let isName =
            !text.hasPrefix("-") && !text.hasPrefix(".")
            && text.unicodeScalars.allSatisfy {
                ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "-" || $0 == "."
            }
        guard (1...253).contains(text.count), isBracketedIPv6 || isName else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a host name", location: "option --allow-host",
                expected: "a name or address without a port, such as myhost.local, 192.168.1.5 or [fe80::1]")
        }
        return text
    }

    /// The one warning line for a dashboard listening on `host`, beyond loopback.
    static func exposureWarning(host: String, port: UInt16) -> String {
        let address = ListeningAddress(host)
        let reach = address.isWildcard ? "every network interface" : address.literal
        return
            "widgethost serve: warning: listening on \(reach) port \(port): anyone who can reach it and has the access token can see, add, change, tap and remove widgets; the token in the address above is the key, share it as you would a password"
    }
}
