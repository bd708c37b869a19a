import Foundation

/// A RIFF/WAVE file of 16-bit mono PCM, as any player reads it.
enum WAVFile {
    static let headerSize = 44

    /// The file's bytes: the 44-byte header, then the samples, little-endian.
    static func data(samples: [Int16], sampleRate: Int) -> Data {
        let dataSize = UInt32(clamping: samples.count * 2)
        var bytes = Data(capacity: headerSize + samples.count * 2)
        func append(_ text: String) { bytes.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        append("RIFF")
        append32(36 &+ dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)                         // the format chunk's size
        append16(1)                          // PCM
        append16(1)                          // mono
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2))     // bytes a second
        append16(2)                          // bytes a frame
        append16(16)                         // bits a sample
        append("data")
        append32(dataSize)
        samples.withUnsafeBufferPointer { buffer in
            #if _endian(little)
            bytes.append(UnsafeBufferPointer(start: UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: UInt8.self),
                                             count: buffer.count * 2))
            #else
            for sample in buffer { withUnsafeBytes(of: sample.littleEndian) { bytes.append(contentsOf: $0) } }
            #endif
        }
        return bytes
    }
}
