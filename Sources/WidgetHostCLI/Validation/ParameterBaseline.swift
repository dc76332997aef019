import Foundation
import WidgetHost
import WidgetWire

/// Values for an intent's required parameters that have no default, so that its perform runs:
/// an entity's default or first suggested id, an enum's first case, the lower bound of a number
/// (else 0), `false`, a short text, now, an example URL.
struct ParameterBaseline {
    let plugin: LoadedPlugin

    /// A value for each required parameter of `intent` without a default.
    ///
    /// - Throws: ``CheckSkipped`` naming a parameter no value can be found for (an entity the
    ///   plugin suggests none of, as a fresh install may).
    func values(for intent: IntentDescriptor) throws -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for parameter in intent.parameters where parameter.defaultValue == nil && !parameter.isOptional {
            guard let value = value(for: parameter) else {
                throw CheckSkipped(
                    reason: "\(intent.id) needs a value for '\(parameter.name)' (\(parameter.type.displayName)) and the plugin offers none")
            }
            values[parameter.name] = parameter.isArray ? .array([value]) : value
        }
        return values
    }

    private func value(for parameter: ParameterDescriptor) -> JSONValue? {
        switch parameter.type {
        case .string: return .string("validate")
        case .int: return .integer(Int64(parameter.bounds?.lowerBound ?? 0))
        case .double: return .double(parameter.bounds?.lowerBound ?? 0)
        case .bool: return .bool(false)
        case .date: return .double(Date().timeIntervalSince1970)
        case .url: return .string("https://example.com")
        case .enumeration(let id): return plugin.manifest.enumType(id: id)?.cases.first.map { .string($0.value) }
        case .entity(let id):
            let entity = try? plugin.entity(id)
            let found =
                (entity?.queries.defaultResult != nil ? try? plugin.query(entity: id, .defaultResult).first : nil)
                ?? (entity?.queries.suggested != nil ? try? plugin.query(entity: id, .suggested).first : nil)
            return found.map { .string($0.id) }
        }
    }

    /// An id no plugin knows, drawn from the run's seed, in UUID form (as SDK entities with UUID ids expect).
    static func unknownIdentifier(_ generator: inout SeededGenerator) -> String {
        let high = generator.next()
        let low = generator.next()
        var bytes: [UInt8] =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> ($0 * 8)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> ($0 * 8)) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let uuid = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11],
                bytes[12], bytes[13], bytes[14], bytes[15]
            ))
        return uuid.uuidString
    }
}
