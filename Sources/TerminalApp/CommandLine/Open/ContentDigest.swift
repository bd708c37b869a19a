/// SHA-256 (FIPS 180-4) of what `rotor open` builds from, so a cache entry is named by what it
/// was made of. Bytes are fed in pieces; `finish()` pads the message and returns the digest
/// as 64 lowercase hexadecimal digits.
struct ContentDigest {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let before = pending.count
        pending.append(contentsOf: bytes)
        length &+= UInt64(pending.count - before)
        let whole = pending.count / 64 * 64
        guard whole > 0 else { return }
        pending.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: whole, by: 64) {
                compress(UnsafeBufferPointer(rebasing: buffer[start..<start + 64]))
            }
        }
        pending.removeFirst(whole)
    }

    /// A labelled field: its label, its length and its bytes, so that two different lists of
    /// fields never feed the same bytes ("ab" + "c" and "a" + "bc" differ).
    mutating func add(_ label: String, _ bytes: some Collection<UInt8>) {
        add(Array(label.utf8))
        add(withUnsafeBytes(of: UInt64(bytes.count).bigEndian) { Array($0) })
        add(bytes)
    }

    mutating func add(_ label: String, _ text: String) { add(label, Array(text.utf8)) }

    mutating func finish() -> String {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        tail += withUnsafeBytes(of: bits.bigEndian) { Array($0) }
        tail.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: 64) {
                compress(UnsafeBufferPointer(rebasing: buffer[start..<start + 64]))
            }
        }
        pending = []
        return state.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// One 64-byte block into the state.
    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for index in 0..<16 {
                words[index] = UInt32(block[index * 4]) << 24 | UInt32(block[index * 4 + 1]) << 16
                    | UInt32(block[index * 4 + 2]) << 8 | UInt32(block[index * 4 + 3])
            }
            for index in 16..<64 {
                let early = words[index - 15], late = words[index - 2]
                let sigma0 = (early >> 7 | early << 25) ^ (early >> 18 | early << 14) ^ (early >> 3)
                let sigma1 = (late >> 17 | late << 15) ^ (late >> 19 | late << 13) ^ (late >> 10)
                words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
            }
            var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
            Self.roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                    let choice = (e & f) ^ (~e & g)
                    let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                    let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    h = g; g = f; f = e; e = d &+ first
                    d = c; c = b; b = a; a = first &+ majority &+ sum0
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }
}
