import WidgetWire

/// The binary form of the two messages every call sends, a ``WorkerCall`` and its
/// ``WorkerReply`` (and of the ``WorkerMessage/staged`` frames of a tap's calls): fixed-width little-endian fields instead of JSON, so a call costs no
/// Foundation coding on either side. A binary header starts with its tag byte (below 0x20, so it
/// is never the `{` of a JSON header); every other message stays JSON.
///
/// ```
/// call    0x01  sequence:i64  now:f64  role  count:u32  argument…
///         role      kind:u8 (0 perform, 1 query, 2 widget, 3 options, 4 preview), then its names as strings
///         argument  0 null | 1 false | 2 true | 3 i64 | 4 f64 | 5 string
///         string    length:u32  UTF-8 bytes
/// reply   0x02  sequence:i64  returned:u64  resultLength:i64
/// staged  0x03  (the writes are the frame's body)
/// storage 0x04  operation:u8 (0 get, 1 set, 2 remove)  key:string   (the value set is the body)
/// stored  0x05  status:u8 (0 ok, 1 absent, 2 failed)                (the value read is the body)
/// ```
enum WorkerBinaryHeader {
    static let callTag: UInt8 = 0x01
    static let replyTag: UInt8 = 0x02
    static let stagedTag: UInt8 = 0x03
    static let storageTag: UInt8 = 0x04
    static let storedTag: UInt8 = 0x05

    /// Whether `header` is binary (else it is JSON).
    static func isBinary(_ header: ArraySlice<UInt8>) -> Bool { header.first.map { $0 < 0x20 } ?? false }

    /// Appends the header of `message` to `bytes`, if it is a call or a reply; `false` for every other message.
    static func append(_ message: WorkerMessage, to bytes: inout [UInt8]) throws(WorkerChannelError) -> Bool {
        switch message {
        case .call(let call):
            bytes.append(callTag)
            append(UInt64(bitPattern: Int64(call.sequence)), to: &bytes)
            append(call.now.bitPattern, to: &bytes)
            appendRole(call.role, to: &bytes)
            append(UInt32(call.arguments.count), to: &bytes)
            for argument in call.arguments { try appendArgument(argument, to: &bytes) }
            return true
        case .reply(let reply):
            guard let returned = UInt64(reply.returned) else {
                throw .malformed("the reply's return value '\(reply.returned)' is not 64 bits in decimal")
            }
            bytes.append(replyTag)
            append(UInt64(bitPattern: Int64(reply.sequence)), to: &bytes)
            append(returned, to: &bytes)
            append(UInt64(bitPattern: Int64(reply.resultLength)), to: &bytes)
            return true
        case .staged:
            bytes.append(stagedTag)
            return true
        case .storage(let request):
            bytes.append(storageTag)
            bytes.append(request.operation.rawValue)
            append(request.key, to: &bytes)
            return true
        case .stored(let answer):
            bytes += [storedTag, answer.status.rawValue]
            return true
        default:
            return false
        }
    }

    /// The message a binary header holds.
    static func decode(_ header: ArraySlice<UInt8>) throws(WorkerChannelError) -> WorkerMessage {
        var reader = Reader(bytes: header)
        guard let tag = reader.byte() else { throw .malformed("an empty frame header") }
        let message: WorkerMessage
        switch tag {
        case callTag: message = .call(try call(&reader))
        case replyTag:
            guard let sequence = reader.word(), let returned = reader.word(), let resultLength = reader.word() else {
                throw .malformed("a binary reply header cut short")
            }
            message = .reply(
                WorkerReply(
                    sequence: Int(Int64(bitPattern: sequence)), returned: String(returned),
                    resultLength: Int(Int64(bitPattern: resultLength))))
        case stagedTag: message = .staged
        case storageTag:
            guard let operation = reader.byte().flatMap(WorkerStorageRequest.Operation.init), let key = reader.string() else {
                throw .malformed("a binary storage request that is cut short or of an unknown operation")
            }
            message = .storage(WorkerStorageRequest(operation: operation, key: key))
        case storedTag:
            guard let status = reader.byte().flatMap(WorkerStorageAnswer.Status.init) else {
                throw .malformed("a binary storage answer that is cut short or of an unknown status")
            }
            message = .stored(WorkerStorageAnswer(status: status))
        default: throw .malformed("a binary frame header with the unknown tag \(tag)")
        }
        guard reader.isAtEnd else { throw .malformed("a binary frame header with \(reader.remaining) bytes after its message") }
        return message
    }

    private static func call(_ reader: inout Reader) throws(WorkerChannelError) -> WorkerCall {
        guard let sequence = reader.word(), let now = reader.word(), let kind = reader.byte() else {
            throw .malformed("a binary call header cut short")
        }
        let role = try self.role(kind, &reader)
        guard let count = reader.length(), count <= reader.remaining else {
            throw .malformed("a binary call's argument count is cut short")
        }
        var arguments: [JSONValue] = []
        arguments.reserveCapacity(count)
        for _ in 0..<count { arguments.append(try argument(&reader)) }
        return WorkerCall(sequence: Int(Int64(bitPattern: sequence)), role: role, arguments: arguments, now: Double(bitPattern: now))
    }

    private static func appendRole(_ role: WorkerRole, to bytes: inout [UInt8]) {
        switch role.role {
        case .perform(let intent):
            bytes.append(0)
            append(intent, to: &bytes)
        case .query(let entity, let operation):
            bytes.append(1)
            append(entity, to: &bytes)
            append(operation.rawValue, to: &bytes)
        case .widget(let kind, let operation):
            bytes.append(2)
            append(kind, to: &bytes)
            append(operation.rawValue, to: &bytes)
        case .options(let intent, let parameter):
            bytes.append(3)
            append(intent, to: &bytes)
            append(parameter, to: &bytes)
        case .preview(let symbol):
            bytes.append(4)
            append(symbol, to: &bytes)
        case nil: bytes.append(0xff)
        }
    }

    private static func role(_ kind: UInt8, _ reader: inout Reader) throws(WorkerChannelError) -> WorkerRole {
        func name() throws(WorkerChannelError) -> String {
            guard let text = reader.string() else { throw .malformed("a binary call's role name is cut short") }
            return text
        }
        let role: HandlerRole
        switch kind {
        case 0: role = .perform(intent: try name())
        case 1:
            let entity = try name()
            guard let operation = QueryOperation(rawValue: try name()) else { throw .malformed("a binary call names no query operation") }
            role = .query(entity: entity, operation: operation)
        case 2:
            let kind = try name()
            guard let operation = TimelineOperation(rawValue: try name()) else {
                throw .malformed("a binary call names no timeline operation")
            }
            role = .widget(kind: kind, operation: operation)
        case 3: role = .options(intent: try name(), parameter: try name())
        case 4: role = .preview(symbol: try name())
        default: throw .malformed("a binary call with the unknown role kind \(kind)")
        }
        return WorkerRole(role)
    }

    private static func appendArgument(_ value: JSONValue, to bytes: inout [UInt8]) throws(WorkerChannelError) {
        switch value {
        case .null: bytes.append(0)
        case .bool(let flag): bytes.append(flag ? 2 : 1)
        case .integer(let number):
            bytes.append(3)
            append(UInt64(bitPattern: number), to: &bytes)
        case .double(let number):
            bytes.append(4)
            append(number.bitPattern, to: &bytes)
        case .string(let text):
            bytes.append(5)
            append(text, to: &bytes)
        case .array, .object: throw .malformed("a call argument that is not a number, boolean, string or null")
        }
    }

    private static func argument(_ reader: inout Reader) throws(WorkerChannelError) -> JSONValue {
        let value: JSONValue? =
            switch reader.byte() {
            case 0: .null
            case 1: .bool(false)
            case 2: .bool(true)
            case 3: reader.word().map { .integer(Int64(bitPattern: $0)) }
            case 4: reader.word().map { .double(Double(bitPattern: $0)) }
            case 5: reader.string().map(JSONValue.string)
            default: nil
            }
        guard let value else { throw .malformed("a binary call argument that is cut short or of an unknown kind") }
        return value
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(UInt32(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Reads fields off a header, never past its end.
    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var offset: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            offset = bytes.startIndex
        }

        var remaining: Int { bytes.endIndex - offset }
        var isAtEnd: Bool { offset == bytes.endIndex }

        mutating func byte() -> UInt8? {
            guard remaining >= 1 else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func word() -> UInt64? {
            guard remaining >= 8 else { return nil }
            var value: UInt64 = 0
            for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
            offset += 8
            return value
        }

        mutating func length() -> Int? {
            guard remaining >= 4 else { return nil }
            var value = 0
            for index in 0..<4 { value |= Int(bytes[offset + index]) << (8 * index) }
            offset += 4
            return value
        }

        mutating func string() -> String? {
            guard let count = length(), count <= remaining else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        }
    }
}
