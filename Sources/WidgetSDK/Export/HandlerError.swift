/// Why a handler failed, as the status code and message it returns through the ABI.
package struct HandlerError: Error, CustomStringConvertible {
    /// The `WH_STATUS_*` a handler returns.
    enum Status: Sendable {
        /// The request or a value in it was malformed or rejected.
        case invalidArgument
        /// An intent, entity, widget kind or identifier does not exist.
        case notFound
        /// The plugin's code ran and threw.
        case failed
        /// The plugin does not implement the operation.
        case unsupported
        /// A bug in the plugin or the SDK.
        case `internal`
        /// A host service failed (its store could not be read, for example); trying again later may work.
        case unavailable
    }

    var status: Status
    var message: String

    package var description: String { message }

    init(status: Status, message: String) {
        self.status = status
        self.message = message
    }

    static func invalidArgument(_ message: String) -> HandlerError { HandlerError(status: .invalidArgument, message: message) }
    static func notFound(_ message: String) -> HandlerError { HandlerError(status: .notFound, message: message) }
    static func failed(_ message: String) -> HandlerError { HandlerError(status: .failed, message: message) }
    static func unsupported(_ message: String) -> HandlerError { HandlerError(status: .unsupported, message: message) }
    static func `internal`(_ message: String) -> HandlerError { HandlerError(status: .internal, message: message) }

    /// The handler error for a parameter value the plugin could not accept: NOT_FOUND for an entity id
    /// that no longer resolves, FAILED when the entity query threw, INVALID_ARGUMENT otherwise.
    init(_ error: ParameterValueError) {
        switch error.reason {
        case .entityNotFound: status = .notFound
        case .queryFailed: status = .failed
        default: status = .invalidArgument
        }
        message = error.description
    }
}

/// A handler's outcome: the bytes for its result buffer, or the error.
typealias HandlerResult = Result<[UInt8], HandlerError>
