import Foundation
import Headless

#if canImport(Glibc)
import Glibc
#endif

/// Where `rotor open` keeps the programs it builds, and how: `$XDG_CACHE_HOME/rotor/open` (else
/// `~/.cache/rotor/open`) holds
///
/// - `programs/KEY/`: one built program (`screens`), the data it reads at start
///   (`screens.json`) and what the build left out (`built.json`). KEY is the SHA-256 of
///   everything the program is made of (`OpenCommand.cacheKey`), so an entry never changes once
///   made, and a run whose key has an entry runs it without compiling.
/// - `building/XXXXXX/`: a run's private folder (mkdtemp) while it builds. The finished folder is
///   renamed to `programs/KEY` in one rename(2), so no run ever sees half an entry; when another
///   run renamed first, the rename fails and the loser uses the winner's entry.
/// - `modules/`: the compiler's module cache (`-module-cache-path`), shared by the builds.
///
/// The folders are made 0700. A folder that is a symbolic link, is not a folder, or belongs to
/// another user is refused before anything is written. The cache is kept under `limit` bytes:
/// after a build, the entries least recently used go first (never one used in the last
/// `recentUse` seconds, which a run may be starting).
struct OpenCache {
    /// `…/rotor/open`.
    let root: URL
    /// A folder of this run's own (no usable home): removed when the program ends.
    let isPrivate: Bool

    var programs: URL { root.appendingPathComponent("programs") }
    var building: URL { root.appendingPathComponent("building") }
    var modules: URL { root.appendingPathComponent("modules") }
    /// The shared libraries of rotor's modules, one for each build of rotor (`Toolchain.kitKey`).
    var kits: URL { root.appendingPathComponent("kits") }

    /// 1 GiB unless `ROTOR_OPEN_CACHE_MB` says otherwise.
    static let defaultLimit: UInt64 = 1 << 30
    /// Seconds since its last use during which an entry is never removed.
    static let recentUse: TimeInterval = 300
    /// A build folder older than this was left by a run that did not finish.
    static let abandoned: TimeInterval = 3600

    /// The cache's base folder as the XDG rules choose it: `$XDG_CACHE_HOME` when it is an
    /// absolute path to a folder (an empty, relative or missing one is ignored, as the XDG Base
    /// Directory specification says), else `$HOME/.cache` when HOME is an absolute path to a
    /// folder; nil when there is no usable home.
    static func base(_ environment: [String: String]) -> URL? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/"), isFolder(cache) {
            return URL(fileURLWithPath: cache)
        }
        if let home = environment["HOME"], home.hasPrefix("/"), isFolder(home) {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache")
        }
        return nil
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The cache of this user, made and checked; with no usable home, a private folder under
    /// the temporary directory (`TMPDIR`, else /tmp) that goes with the run.
    static func open(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> OpenCache {
        guard let base = base(environment) else {
            let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") && isFolder($0) ? $0 : nil } ?? "/tmp"
            var template = Array((temporary + "/rotor-open-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw OpenCommand.Failure(description: "cannot make a cache folder in \(temporary): \(Self.reason(errno))")
            }
            let root = URL(fileURLWithPath: String(cString: made)).appendingPathComponent("open")
            try makeFolder(root)
            return OpenCache(root: root, isPrivate: true)
        }
        let root = base.appendingPathComponent("rotor/open")
        // ~/.cache itself may be missing; it is the user's, made as XDG says (0700).
        if !isFolder(base.path) {
            guard mkdir(base.path, 0o700) == 0 || errno == EEXIST else {
                throw OpenCommand.Failure(description: "cannot make the cache folder \(base.path): \(Self.reason(errno))")
            }
        }
        try makeFolder(base.appendingPathComponent("rotor"))
        try makeFolder(root)
        return OpenCache(root: root, isPrivate: false)
    }

    /// The cache as it is, for `--clean`: nil when there is none. Checked as `open` checks it.
    static func existing(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        guard let base = base(environment) else { return nil }
        var status = stat()
        for folder in [base.appendingPathComponent("rotor"), base.appendingPathComponent("rotor/open")] {
            guard lstat(folder.path, &status) == 0 else { return nil }
            try check(folder, status)
        }
        return base.appendingPathComponent("rotor/open")
    }

    /// Makes `folder` (0700) unless it is there, then checks it is a folder of this user's own,
    /// not a link; one with access for others is made private.
    static func makeFolder(_ folder: URL) throws {
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw OpenCommand.Failure(description: "cannot make the cache folder \(folder.path): \(Self.reason(errno))")
        }
        var status = stat()
        guard lstat(folder.path, &status) == 0 else {
            throw OpenCommand.Failure(description: "cannot read the cache folder \(folder.path): \(Self.reason(errno))")
        }
        try check(folder, status)
        if status.st_mode & 0o077 != 0, chmod(folder.path, 0o700) != 0 {
            throw OpenCommand.Failure(description: "cannot make the cache folder \(folder.path) private: \(Self.reason(errno))")
        }
    }

    private static func check(_ folder: URL, _ status: stat) throws {
        if status.st_mode & S_IFMT == S_IFLNK {
            throw OpenCommand.Failure(description: "refusing the cache folder \(folder.path): it is a symbolic link; "
                + "remove it (rotor makes its own)")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw OpenCommand.Failure(description: "refusing the cache folder \(folder.path): it is not a folder")
        }
        guard status.st_uid == geteuid() else {
            throw OpenCommand.Failure(description: "refusing the cache folder \(folder.path): it belongs to user "
                + "\(status.st_uid), not to you (\(geteuid())); set XDG_CACHE_HOME to a folder of your own")
        }
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// What tells one version of a file from another without reading it: its device, inode,
    /// size and modification time (to the nanosecond), the link followed.
    static func identity(of path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "missing" }
        return "\(status.st_dev) \(status.st_ino) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    // MARK: Entries

    /// The entry for `key`, when one was built.
    func entry(_ key: String) -> URL? {
        let folder = programs.appendingPathComponent(key)
        var status = stat()
        guard lstat(folder.appendingPathComponent("screens").path, &status) == 0, status.st_mode & S_IFMT == S_IFREG
        else { return nil }
        return folder
    }

    /// A new private build folder (0700, mkdtemp).
    func makeBuildFolder() throws -> URL {
        try Self.makeFolder(building)
        var template = Array((building.path + "/XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw OpenCommand.Failure(description: "cannot make a build folder in \(building.path): \(Self.reason(errno))")
        }
        return URL(fileURLWithPath: String(cString: made))
    }

    /// Puts a finished build folder in place as the entry for `key`, in one rename(2). When
    /// another run put its entry there first, that one is kept and this folder removed.
    func install(_ folder: URL, as key: String) throws -> URL {
        try Self.makeFolder(programs)
        let entry = programs.appendingPathComponent(key)
        if rename(folder.path, entry.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: folder)
            guard code == EEXIST || code == ENOTEMPTY, self.entry(key) != nil else {
                throw OpenCommand.Failure(description: "cannot keep the built program in \(entry.path): \(Self.reason(code))")
            }
        }
        return entry
    }

    /// The folder of the shared library of rotor's modules for `key`, made with `link` when
    /// there is none: in a private build folder put in place in one rename, so a run finds it
    /// whole or not at all; runs at the same time wait for the one linking it.
    func kit(_ key: String, link: (URL) throws -> Void) throws -> URL {
        let folder = kits.appendingPathComponent(key)
        if hasKit(folder) {
            markUsed(folder)
            return folder
        }
        try Self.makeFolder(kits)
        // One run links at a time (flock(2) on the kits folder itself, let go when the run ends
        // however it ends): sixteen runs started together make one library, not sixteen links
        // of three hundred objects at once. Without the lock (the folder cannot be opened), each
        // links its own.
        let lock = Glibc.open(kits.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 {
            while flock(lock, LOCK_EX) != 0, errno == EINTR {}
            if hasKit(folder) {
                markUsed(folder)
                return folder
            }
        }
        let made = try makeBuildFolder()
        do { try link(made) } catch {
            try? FileManager.default.removeItem(at: made)
            throw error
        }
        if rename(made.path, folder.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: made)
            guard code == EEXIST || code == ENOTEMPTY, hasKit(folder) else {
                throw OpenCommand.Failure(description: "cannot keep rotor's library in \(folder.path): \(Self.reason(code))")
            }
        }
        return folder
    }

    /// Whether `folder` holds a kit's library (a regular file, not a link).
    func hasKit(_ folder: URL) -> Bool {
        var status = stat()
        return lstat(folder.appendingPathComponent(OpenCommand.Toolchain.kitLibrary).path, &status) == 0
            && status.st_mode & S_IFMT == S_IFREG
    }

    /// Removes an entry that cannot be used (renamed away first, so no run finds it half removed).
    func discard(_ entry: URL) {
        let doomed = building.appendingPathComponent("removed-" + entry.lastPathComponent + "-\(getpid())")
        guard (try? Self.makeFolder(building)) != nil, rename(entry.path, doomed.path) == 0 else { return }
        try? FileManager.default.removeItem(at: doomed)
    }

    /// Marks an entry used now (its folder's modification time), for the least-recently-used bound.
    func markUsed(_ entry: URL) {
        utimes(entry.path, nil)
    }

    /// Writes a new file (never through a link, never over a file): O_CREAT | O_EXCL | O_NOFOLLOW.
    static func writeNew(_ text: String, to url: URL, mode: mode_t = 0o600) throws {
        let descriptor = Glibc.open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw OpenCommand.Failure(description: "cannot write \(url.path): \(reason(errno))")
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw OpenCommand.Failure(description: "cannot write \(url.path): \(reason(errno))") }
            written += result
        }
    }

    // MARK: Bound and cleaning

    /// The bytes the cache may hold: `ROTOR_OPEN_CACHE_MB` megabytes (2^20), else 1 GiB.
    static func limit(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> UInt64 {
        environment["ROTOR_OPEN_CACHE_MB"].flatMap(UInt64.init).map { $0 << 20 } ?? defaultLimit
    }

    /// Removes the entries least recently used until the cache (entries and module cache) is
    /// under `limit`, never `keeping` nor one used in the last `recentUse` seconds; build
    /// folders abandoned by runs that did not finish; and what an older rotor left in the
    /// cache folder (a folder per set of paths) an hour or more ago.
    func bound(limit: UInt64, keeping: URL?, keepingKit: URL? = nil, now: Date = Date()) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: building.path)) ?? [] {
            let folder = building.appendingPathComponent(name)
            if let modified = Self.modified(folder), now.timeIntervalSince(modified) > Self.abandoned {
                try? manager.removeItem(at: folder)
            }
        }
        // Folders of the layout before this one (one per set of paths, rebuilt on every run).
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
        where !["programs", "building", "modules", "kits"].contains(name) {
            let folder = root.appendingPathComponent(name)
            if let modified = Self.modified(folder), now.timeIntervalSince(modified) > Self.abandoned {
                try? manager.removeItem(at: folder)
            }
        }
        var entries: [(url: URL, used: Date, size: UInt64)] = []
        for name in (try? manager.contentsOfDirectory(atPath: programs.path)) ?? [] {
            let url = programs.appendingPathComponent(name)
            entries.append((url, Self.modified(url) ?? .distantPast, Self.size(of: url)))
        }
        // Libraries of other builds of rotor, unused for an hour: a program linked against one
        // is built again when next asked for (its record names the library it needs).
        var kitsSize: UInt64 = 0
        for name in (try? manager.contentsOfDirectory(atPath: kits.path)) ?? [] {
            let folder = kits.appendingPathComponent(name)
            if folder.standardizedFileURL != keepingKit?.standardizedFileURL,
               let modified = Self.modified(folder), now.timeIntervalSince(modified) > Self.abandoned {
                let doomed = building.appendingPathComponent("removed-kit-" + name)
                if rename(folder.path, doomed.path) == 0 { try? manager.removeItem(at: doomed) }
            } else {
                kitsSize += Self.size(of: folder)
            }
        }
        var total = entries.reduce(0) { $0 + $1.size } + Self.size(of: modules) + kitsSize
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit {
            // Its use read again just before it goes: a run may have chosen it since the listing.
            guard entry.url.standardizedFileURL != keeping?.standardizedFileURL,
                  now.timeIntervalSince(entry.used) > Self.recentUse,
                  let used = Self.modified(entry.url), Date().timeIntervalSince(used) > Self.recentUse else { continue }
            // Renamed away first, so no run finds a half-removed entry.
            let doomed = building.appendingPathComponent("removed-" + entry.url.lastPathComponent)
            guard rename(entry.url.path, doomed.path) == 0 else { continue }
            try? manager.removeItem(at: doomed)
            total -= min(total, entry.size)
        }
    }

    static func modified(_ url: URL) -> Date? {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
    }

    /// The bytes the files under `url` take on disk (links not followed).
    static func size(of url: URL) -> UInt64 {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return 0 }
        var total = UInt64(status.st_blocks) * 512
        if status.st_mode & S_IFMT == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                total += size(of: url.appendingPathComponent(name))
            }
        }
        return total
    }

    /// `rotor open --clean`: removes the cache folder; says what it freed.
    @MainActor
    static func clean(console: Console, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        guard let root = try existing(environment) else {
            console.line("rotor open's cache is empty (no \(base(environment)?.appendingPathComponent("rotor/open").path ?? "cache folder"))")
            return 0
        }
        let programs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("programs").path))?.count ?? 0
        let size = Self.size(of: root)
        do { try FileManager.default.removeItem(at: root) } catch {
            throw OpenCommand.Failure(description: "cannot remove \(root.path): \(error.localizedDescription)")
        }
        console.line("removed \(root.path): \(mebibytes(size)) in \(programs) program\(programs == 1 ? "" : "s"), rotor's library and the compiler's module cache")
        return 0
    }

    static func mebibytes(_ bytes: UInt64) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
