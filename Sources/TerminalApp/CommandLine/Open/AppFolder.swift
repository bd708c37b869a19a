import Foundation
import Headless

/// An app's folder as `rotor open DIR` reads it: its Swift files, asset catalogs and strings
/// tables. Hidden folders (`.build`, `.git`, `.swiftpm`), test folders (`Tests`, and any folder
/// whose name ends in `Tests`, as Xcode names unit and UI test targets), Xcode's project and
/// workspace bundles, playgrounds and package manifests are not the app's code and are skipped.
struct AppFolder: Equatable {
    var swiftFiles: [String] = []
    var assetCatalogs: [String] = []
    var stringsTables: [String] = []

    /// Whether a folder inside an app is left out.
    static func skips(folder name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests")
            || [".xcodeproj", ".xcworkspace", ".playground", ".xcassets"].contains { name.hasSuffix($0) }
    }

    /// A strings table is read from outside any `.lproj` folder, or from `en.lproj` or
    /// `Base.lproj` (rotor reads English); other languages' tables are skipped.
    static func readsTables(in lproj: String) -> Bool { lproj == "en.lproj" || lproj == "Base.lproj" }

    /// How much of a folder is read before it is judged not to be one app: a folder this big
    /// (a home folder, `/`) is refused rather than walked.
    static let maximumEntries = 20_000
    static let maximumSwiftFiles = 2_000

    /// Every Swift file, asset catalog and strings table under `folder`, in name order.
    /// Symbolic links to folders are not followed (a link back up would never end).
    static func scan(_ folder: URL) throws -> AppFolder {
        var found = AppFolder()
        var entries = 0
        try scan(folder, into: &found, entries: &entries, root: folder)
        return found
    }

    private static func scan(_ folder: URL, into found: inout AppFolder, entries: inout Int, root: URL) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw OpenCommand.Failure(description: "cannot read the folder '\(QuotedInput.bounded(folder.path))'")
        }
        entries += names.count
        guard entries <= maximumEntries, found.swiftFiles.count <= maximumSwiftFiles else {
            throw OpenCommand.Failure(description: "'\(QuotedInput.bounded(root.path))' holds more than "
                + "\(entries <= maximumEntries ? "\(maximumSwiftFiles) Swift files" : "\(maximumEntries) files and folders"): "
                + "it is not one app's folder; open the app's own folder")
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            let isFolder = type == .typeDirectory
            if isFolder {
                if name.hasSuffix(".xcassets"), !name.hasPrefix(".") {
                    found.assetCatalogs.append(url.path)
                } else if name.hasSuffix(".lproj") {
                    if readsTables(in: name) { try scan(url, into: &found, entries: &entries, root: root) }
                } else if !skips(folder: name) {
                    try scan(url, into: &found, entries: &entries, root: root)
                }
            } else if type == .typeSymbolicLink, FileManager.default.fileExists(atPath: url.path, isDirectory: nil) == false {
                continue
            } else if type != .typeRegular && type != .typeSymbolicLink {
                continue
            } else if name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix(".") {
                found.swiftFiles.append(url.path)
            } else if name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") {
                found.stringsTables.append(url.path)
            }
        }
    }
}
