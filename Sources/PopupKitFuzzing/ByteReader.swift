/// Reads a fuzz input's bytes front to back as small choices. Past the end every
/// read is 0, so any byte string, the empty one included, decodes to something.
public struct ByteReader: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader at the first of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A value in `0..<count` (`count` at most 256) from one byte.
    public mutating func below(_ count: Int) -> Int {
        Int(byte()) % max(1, count)
    }

    /// One of `values` (not empty), chosen by one byte.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// Whether the next byte is odd.
    public mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// A 16-bit number from two bytes.
    public mutating func word() -> Int {
        Int(byte()) << 8 | Int(byte())
    }
}
