import Glibc

/// The protocol's framing: each message is an 8-byte little-endian length followed by that many bytes of JSON.
///
/// The one file of the macro plugin that reads and writes file descriptors.
enum MessageFrame {
    /// The longest message accepted: far more than any source file the compiler sends.
    static let maximumLength = 256 << 20

    /// Why the stream of frames stopped in the middle of one. The stream cannot be resynchronised after it.
    enum ReadError: Error, Equatable, CustomStringConvertible {
        /// The input ended inside the 8-byte length.
        case truncatedLength(received: Int)
        /// The input ended before the message had as many bytes as its length said.
        case truncatedMessage(expected: Int, received: Int)
        /// The length is larger than any message the compiler sends.
        case tooLong(length: UInt64)
        /// Reading failed.
        case readFailed(errno: Int32)

        var description: String {
            switch self {
            case .truncatedLength(let received):
                "the input ended after \(received) of the 8 bytes of a message length"
            case .truncatedMessage(let expected, let received):
                "the input ended after \(received) of the \(expected) bytes the message length announced"
            case .tooLong(let length):
                "a message length of \(length) bytes is more than the \(MessageFrame.maximumLength) accepted"
            case .readFailed(let code):
                "reading the input failed (errno \(code))"
            }
        }
    }

    /// What reading the next frame found.
    enum ReadResult: Equatable {
        /// One whole message.
        case message([UInt8])
        /// The input ended between messages, or the compiler sent the empty message it ends a session with.
        case end
        /// The input ended or failed inside a message.
        case failure(ReadError)
    }

    /// `message` with its length in front.
    static func framed(_ message: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: UInt64(message.count).littleEndian) { Array($0) } + message
    }

    /// The next frame from `descriptor`.
    static func read(from descriptor: Int32) -> ReadResult {
        var header = [UInt8](repeating: 0, count: 8)
        switch readFully(descriptor, into: &header) {
        case .failure(let code): return .failure(.readFailed(errno: code))
        case .success(0): return .end
        case .success(let count) where count < 8: return .failure(.truncatedLength(received: count))
        case .success: break
        }
        let length = header.reversed().reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
        guard length > 0 else { return .end }
        guard length <= UInt64(maximumLength) else { return .failure(.tooLong(length: length)) }
        var message = [UInt8](repeating: 0, count: Int(length))
        switch readFully(descriptor, into: &message) {
        case .failure(let code): return .failure(.readFailed(errno: code))
        case .success(let count) where count < message.count:
            return .failure(.truncatedMessage(expected: message.count, received: count))
        case .success: return .message(message)
        }
    }

    /// Writes all of `bytes` to `descriptor`; `false` when writing failed.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += result
        }
        return true
    }

    private enum ReadCount {
        case success(Int)
        case failure(Int32)
    }

    /// Fills `buffer` from `descriptor`, stopping early only at the end of the input.
    private static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadCount {
        var filled = 0
        while filled < buffer.count {
            let result = buffer.withUnsafeMutableBytes { bytes in
                Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(errno)
            }
            if result == 0 { break }
            filled += result
        }
        return .success(filled)
    }
}
