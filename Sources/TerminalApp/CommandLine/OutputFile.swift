import Foundation
import Headless

#if canImport(Glibc)
import Glibc
#endif

/// A file rotor could not write: `cannot write 'PATH': reason`, exit status 1.
struct OutputFileError: Error, CustomStringConvertible, Equatable {
    var path: String
    /// What went wrong, in the system's words ("No space left on device"), and what was done
    /// about the file.
    var reason: String

    var description: String { "cannot write '\(QuotedInput.bounded(path))': \(reason)" }
}

/// The one way rotor writes a file the user named (`--svg`, `--cast`, `--junit`, `--wav`,
/// `--journal`).
///
/// The path is opened with open(2) as the user named it, never replaced: a symbolic link is
/// followed and stays a link, a device (/dev/null, /dev/full) or a FIFO is written through and
/// stays what it is. Only a regular file is truncated. Every write(2) is checked, partial
/// writes are continued and EINTR retried. When a write fails, a file rotor created is removed
/// and a regular file that was there before is left empty, so no half-written file remains.
final class OutputFile {
    let path: String
    /// A regular file: truncated when opened and by `restart()`. Anything else is appended to.
    let isRegularFile: Bool
    /// Nothing was at the path before: rotor made the file, and removes it on a failure.
    private let created: Bool
    private var descriptor: Int32

    /// Longest path handed to open(2), in bytes: PATH_MAX counts the terminating NUL.
    static let maximumPathBytes = Int(PATH_MAX) - 1

    /// Opens (or creates, mode 0644 less the umask) the file at `path` for writing.
    init(path: String) throws(OutputFileError) {
        self.path = path
        if path.utf8.contains(0) {
            throw OutputFileError(path: path, reason: "a file name cannot contain a NUL character")
        }
        if path.utf8.count > Self.maximumPathBytes {
            throw OutputFileError(path: path, reason: "the name is longer than \(Self.maximumPathBytes) bytes")
        }
        let flags = O_WRONLY | O_CLOEXEC | O_NOCTTY
        // First as a new file: O_EXCL says whether rotor made it, and never follows a link.
        var made = true
        var descriptor = Self.open(path, flags | O_CREAT | O_EXCL)
        if descriptor < 0, errno == EEXIST {
            made = false
            descriptor = Self.open(path, flags)
            // A link to nothing: its target is made where the link points; the link stays.
            if descriptor < 0, errno == ENOENT { descriptor = Self.open(path, flags | O_CREAT) }
        }
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: Self.reason(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            if made { unlink(path) }
            throw OutputFileError(path: path, reason: Self.reason(code))
        }
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
        created = made
        self.descriptor = descriptor
        if isRegularFile, !made, ftruncate(descriptor, 0) != 0 {
            let code = errno
            Glibc.close(descriptor)
            self.descriptor = -1
            throw OutputFileError(path: path, reason: Self.reason(code))
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Writes all the bytes; on a failure the file is given up (see `abandon`) and the error
    /// says why.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: "the file is closed") }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw abandon(errno)
            }
            if written == 0 { throw abandon(EIO) }
            offset += written
        }
    }

    func write(_ data: Data) throws(OutputFileError) {
        let result: Result<Void, OutputFileError> = data.withUnsafeBytes { bytes in
            do throws(OutputFileError) { try write(bytes); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    func write(_ text: String) throws(OutputFileError) {
        var text = text
        let result: Result<Void, OutputFileError> = text.withUTF8 { bytes in
            do throws(OutputFileError) { try write(UnsafeRawBufferPointer(bytes)); return .success(()) } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Starts a regular file over, empty; a device or FIFO cannot be rewound and is appended to.
    func restart() throws(OutputFileError) {
        guard isRegularFile, descriptor >= 0 else { return }
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else { throw abandon(errno) }
    }

    /// Closes the file; close(2) can report a write that failed late (a network file system).
    func close() throws(OutputFileError) {
        guard descriptor >= 0 else { return }
        let descriptor = self.descriptor
        self.descriptor = -1
        if Glibc.close(descriptor) != 0, errno != EINTR {
            let code = errno
            if created { unlink(path) } else if isRegularFile { truncate(path, 0) }
            throw OutputFileError(path: path, reason: Self.reason(code) + outcome)
        }
    }

    /// Writes `data` as the whole file at `path`.
    static func write(_ data: Data, to path: String) throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(data)
        try file.close()
    }

    static func write(_ text: String, to path: String) throws(OutputFileError) {
        try write(Data(text.utf8), to: path)
    }

    /// Gives the file up after error `code`: a file rotor made is removed, a regular file that
    /// was there is emptied; a device or FIFO is left alone. Returns the error to throw.
    private func abandon(_ code: Int32) -> OutputFileError {
        if descriptor >= 0 {
            if isRegularFile, !created { _ = ftruncate(descriptor, 0) }
            Glibc.close(descriptor)
            descriptor = -1
            if created { unlink(path) }
        }
        return OutputFileError(path: path, reason: Self.reason(code) + outcome)
    }

    /// What was done with the file after a failure, for the message.
    private var outcome: String {
        created ? " (nothing was left behind)" : isRegularFile ? " (the file is left empty)" : ""
    }

    private static func open(_ path: String, _ flags: Int32) -> Int32 {
        while true {
            let descriptor = Glibc.open(path, flags, 0o644)
            if descriptor < 0, errno == EINTR { continue }
            return descriptor
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
