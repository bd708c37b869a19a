import Foundation
import Synchronization
import TermUI
#if canImport(Glibc)
import Glibc
#endif

// A String Catalog as large as an app's grows: many keys in several languages, comments,
// states, plural variations, written as Xcode writes it. Measured: the time from registering
// the file to the first lookup's answer (the file read and decoded for one language), and the
// memory that takes.

/// A catalog of at least `bytes` bytes in Xcode's layout; its keys are "key N".
func generatedCatalog(bytes target: Int) -> (text: String, keys: Int) {
    let languages = ["de", "en", "es", "fr", "ja"]
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    text.reserveCapacity(target + 4096)
    var keys = 0
    while text.utf8.count < target {
        if keys > 0 { text += ",\n" }
        let key = keys % 4 == 0 ? "key \(keys) has %lld items" : "key \(keys)"
        text += "    \"\(key)\" : {\n      \"comment\" : \"Where string \(keys) is shown, for the translators\",\n"
        text += "      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
        text += languages.map { language -> String in
            let value = "\(language) text for string number \(keys), long enough to be a sentence"
            if keys % 4 == 0 {
                return """
                        "\(language)" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld item: \(value)"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%lld items: \(value)"
                                }
                              }
                            }
                          }
                        }
                """
            }
            return """
                    "\(language)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
            """
        }.joined(separator: ",\n")
        text += "\n      }\n    }"
        keys += 1
    }
    text += "\n  },\n  \"version\" : \"1.0\"\n}\n"
    return (text, keys)
}

/// The highest resident size seen while it runs, read from /proc/self/statm every 0.2 ms on a
/// thread of its own. (The process's own peak, VmHWM, holds the rest of the benchmark's
/// workloads, and resetting it would lose the whole run's peak that the last line reports.)
final class ResidentPeakSampler: Sendable {
    private let peakPages = Atomic<Int>(0)
    private let running = Atomic<Bool>(true)
    private let done = Atomic<Bool>(false)

    init() {
        Thread { [self] in
            let fd = open("/proc/self/statm", O_RDONLY)
            defer { if fd >= 0 { close(fd) } }
            var buffer = [UInt8](repeating: 0, count: 128)
            while fd >= 0, running.load(ordering: .relaxed) {
                let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
                // "size resident shared …", in pages: the second number.
                var field = 0, value = 0
                for byte in buffer.prefix(max(count, 0)) {
                    if byte == UInt8(ascii: " ") {
                        field += 1
                        if field > 1 { break }
                    } else if field == 1 {
                        value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    }
                }
                if value > peakPages.load(ordering: .relaxed) { peakPages.store(value, ordering: .relaxed) }
                usleep(200)
            }
            done.store(true, ordering: .releasing)
        }.start()
    }

    /// Stops sampling; the highest resident size seen, in MiB.
    func stop() -> Double {
        running.store(false, ordering: .relaxed)
        while !done.load(ordering: .acquiring) { usleep(100) }
        return Double(peakPages.load(ordering: .relaxed) * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576
    }
}

/// Gives the memory freed by the run before back to the system (glibc's `malloc_trim`, found
/// at run time), so that this run's growth shows in the resident size.
func returnFreeMemory() {
    #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
    #endif
}

@MainActor
func catalogBenchmark(megabytes: Int = 20, runs: Int = 9) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-catalog-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Catalog.xcstrings")
    let (text, keys) = generatedCatalog(bytes: megabytes * 1_000_000)
    guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
        print("| String Catalog: cannot write \(file.path) | | | |")
        return
    }
    let size = Double(text.utf8.count) / 1_048_576
    // A key in the middle with a plain value (every fourth key has plural variations).
    let middle = keys / 2 | 1
    let probe = "key \(middle)"
    var samples: [Double] = []
    var peaks: [Double] = []
    var retained: [Double] = []
    var found = true
    for _ in 0..<runs {
        returnFreeMemory()
        let before = memoryMiB("VmRSS") ?? 0
        let sampler = ResidentPeakSampler()
        let start = now()
        try? LocalizedStringTables.register(contentsOf: file)
        let value = LocalizedStringTables.value(forKey: probe, table: "Catalog")
        samples.append(Double(now() - start))
        found = found && value == "en text for string number \(middle), long enough to be a sentence"
        peaks.append(sampler.stop() - before)
        // What the table keeps, once the memory the reading freed is given back.
        returnFreeMemory()
        retained.append((memoryMiB("VmRSS") ?? 0) - before)
        LocalizedStringTables.remove(table: "Catalog")
    }
    let what = String(format: "String Catalog of %.1f MiB (%d keys, 5 languages, a quarter plural): register + first lookup", size, keys)
    report(found ? what : what + " (WRONG VALUE)", Timing(samples: samples))
    let peak = Timing(samples: peaks), kept = Timing(samples: retained)
    print(String(format: "|   memory over the run's start: peak (VmRSS sampled every 0.2 ms) median %.1f MiB, max %.1f MiB; resident with the table kept (VmRSS) median %.1f MiB | | | |",
                 peak.median, peaks.max() ?? 0, kept.median))
}
