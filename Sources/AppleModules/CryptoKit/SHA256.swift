import Foundation

/// The SHA-256 hash, as CryptoKit's `SHA256`.
///
/// ```swift
/// let key = SHA256.hash(data: Data(url.absoluteString.utf8)).map { String(format: "%02x", $0) }.joined()
/// ```
public struct SHA256: Sendable {
    /// A digest's size in bytes.
    public static let byteCount = 32

    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hash of nothing yet.
    public init() {}

    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(data: data)
        return hasher.finalize()
    }

    /// Adds `data` to what is hashed.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions { update(bytes: Array(region)) }
    }

    /// Adds the bytes of `buffer`.
    public mutating func update(bufferPointer buffer: UnsafeRawBufferPointer) {
        update(bytes: Array(buffer))
    }

    /// The digest of what was added.
    public func finalize() -> SHA256Digest {
        var copy = self
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        while (copy.pending.count + tail.count) % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        copy.absorb(tail)
        let bytes = copy.state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
        return SHA256Digest(bytes: bytes)
    }

    private mutating func update(bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        absorb(bytes)
    }

    /// Appends `bytes` to the pending ones and compresses every whole 64-byte block.
    private mutating func absorb(_ bytes: [UInt8]) {
        pending += bytes
        var start = 0
        while pending.count - start >= 64 {
            compress(pending[start..<start + 64])
            start += 64
        }
        pending.removeFirst(start)
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var words = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 {
            let offset = block.startIndex + index * 4
            words[index] = block[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        for index in 16..<64 {
            let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
            let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for index in 0..<64 {
            let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ Self.constants[index] &+ words[index]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
    }

    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }

    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

/// A SHA-256 digest, as CryptoKit's `SHA256Digest`: its 32 bytes, in order (`Data(digest)`, `digest.map { ... }`).
public struct SHA256Digest: Sequence, Hashable, Sendable, CustomStringConvertible {
    let bytes: [UInt8]

    /// A digest's size in bytes.
    public static let byteCount = 32

    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }

    /// Calls `body` with the digest's bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }

    /// `SHA256 digest: ` and the hex of the bytes, as CryptoKit describes a digest.
    public var description: String { "SHA256 digest: " + bytes.map { String(format: "%02x", $0) }.joined() }
}

extension SHA256 {
    /// The digest type, as `SHA256.Digest`.
    public typealias Digest = SHA256Digest
}
