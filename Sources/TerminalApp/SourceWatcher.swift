import CNCurses
import Foundation
import Glibc

/// Watches the files a program `rotor open` built was made of, with inotify: the folder of each
/// file is watched (an editor that saves by writing a new copy and renaming it over the old
/// one replaces the file, which a watch on the file itself would lose), and what changed in
/// them is sorted into what the program was made of and what is not (an editor's swap and
/// backup files, other files). Folders opened as an app's are watched for new sources too.
final class SourceWatcher {
    /// The descriptor to wait on; readable when something changed.
    let descriptor: Int32
    /// Each watch's folder.
    private var watches: [Int32: String] = [:]
    /// The files the program was made of.
    private let files: Set<String>
    /// The folders whose new Swift files, strings tables and asset catalogs count.
    private let sourceFolders: [String]

    /// Kinds of file whose appearance in an app's folder changes what it is made of.
    static let sourceSuffixes = [".swift", ".strings", ".xcstrings", ".json"]

    /// Nil when inotify cannot be used (too many watches or instances): reloading is off.
    init?(files: [String], folders: [String]) {
        let descriptor = rotor_inotify_open()
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.files = Set(files.map(Self.standardized))
        sourceFolders = folders.map(Self.standardized)
        var watched = Set(self.files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        for folder in sourceFolders { watched.formUnion(Self.subfolders(of: folder)) }
        for folder in watched.sorted() {
            let watch = rotor_inotify_watch(descriptor, folder)
            if watch >= 0 { watches[watch] = folder }
        }
        guard !watches.isEmpty else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// How many folders are watched.
    var watchCount: Int { watches.count }

    /// Reads what is waiting and returns the paths of the program's files (and new sources in
    /// its folders) that changed, in the order first seen; empty when nothing that counts did.
    func changes() -> [String] {
        var changed: [String] = []
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            buffer.withUnsafeBufferPointer { bytes in
                var offset: Int32 = 0
                var watch: Int32 = 0
                var name: UnsafePointer<CChar>?
                while rotor_inotify_next(bytes.baseAddress, Int32(count), &offset, &watch, &name) == 1 {
                    guard let folder = watches[watch], let name else { continue }
                    let file = String(cString: name)
                    guard !file.isEmpty else { continue }
                    let path = folder + "/" + file
                    if counts(path, named: file), !changed.contains(path) { changed.append(path) }
                }
            }
        }
        return changed
    }

    /// Whether a change to `path` changes what the program is made of.
    func counts(_ path: String, named name: String) -> Bool {
        if files.contains(path) { return true }
        // Editors' own files: swap files (".Name.swift.swp"), backups ("Name.swift~"), and
        // hidden files in general, none of which `rotor open` reads.
        guard !name.hasPrefix("."), !name.hasSuffix("~"), Self.sourceSuffixes.contains(where: name.hasSuffix) else { return false }
        return sourceFolders.contains { path.hasPrefix($0 + "/") }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// A folder and the folders under it that `rotor open` reads (hidden ones and build
    /// products left out), at most `limit` of them.
    static func subfolders(of folder: String, limit: Int = 2_000) -> [String] {
        var found = [folder]
        var index = 0
        while index < found.count, found.count < limit {
            let current = found[index]
            index += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
                found.append(path)
                if found.count >= limit { break }
            }
        }
        return found
    }
}
