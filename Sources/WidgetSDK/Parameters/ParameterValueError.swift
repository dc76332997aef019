/// A parameter value the plugin could not accept or resolve.
struct ParameterValueError: Error, CustomStringConvertible {
    /// What went wrong.
    enum Reason {
        /// The JSON had the wrong type.
        case typeMismatch(expected: String, found: String)
        /// An enum value that is not one of the cases.
        case unknownCase(value: String, cases: [String])
        /// A string that is not a valid identifier of the entity type.
        case invalidIdentifier(String)
        /// An entity id the entity's query no longer resolves.
        case entityNotFound(String)
        /// The entity's query threw.
        case queryFailed(any Error)
        /// A non-optional parameter without value, default or default entity.
        case missing
        /// The request names a parameter the intent does not have.
        case unknownParameter(known: [String])
    }

    /// The parameter (`value`).
    var parameter: String
    /// The intent the parameter belongs to.
    var owner: String
    /// The parameter's type, as the manifest names it (`int`, `entity TaskItem`).
    var type: String
    var reason: Reason

    var description: String {
        let subject = "parameter '\(parameter)' of \(owner)"
        switch reason {
        case .typeMismatch(let expected, let found):
            return "\(subject) expects \(expected), got \(found)"
        case .unknownCase(let value, let cases):
            return "\(subject) (\(type)) has no case '\(value)'; expected one of \(cases.joined(separator: ", "))"
        case .invalidIdentifier(let id):
            return "\(subject) (\(type)): '\(id)' is not a valid identifier"
        case .entityNotFound(let id):
            return "\(subject) (\(type)): no entity with id '\(id)' exists any more (its query did not return it)"
        case .queryFailed(let error):
            return "\(subject) (\(type)): the entity query failed: \(describeError(error))"
        case .missing:
            return "\(subject) (\(type)) has no value and no default; a value is required"
        case .unknownParameter(let known):
            let list = known.isEmpty ? "it has no parameters" : "its parameters are \(known.joined(separator: ", "))"
            return "\(owner) has no parameter '\(parameter)'; \(list)"
        }
    }
}

/// A thrown error as a one-line message: `LocalizedError.errorDescription` when there is one, else the
/// `localizedStringResource` of a ``CustomLocalizedStringResourceConvertible`` error.
func describeError(_ error: any Error) -> String {
    if let resource = error as? any CustomLocalizedStringResourceConvertible {
        return resource.localizedStringResource.defaultValue
    }
    if let localized = error as? any LocalizedError, let text = localized.errorDescription {
        return text
    }
    return String(describing: error)
}
