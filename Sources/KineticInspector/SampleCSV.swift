import Foundation

/// Samples as CSV: a `time,value,velocity` header, then one line per sample, oldest first.
package enum SampleCSV {
    /// The header line.
    package static let header = "time,value,velocity"

    /// Formats samples as CSV text.
    /// - Parameter samples: the samples, in time order.
    /// - Returns: the CSV text, ending with a newline.
    package static func text<Samples: Sequence>(_ samples: Samples) -> String where Samples.Element == Sample {
        var text = header + "\n"
        for sample in samples {
            text += "\(sample.time),\(sample.value),\(sample.velocity)\n"
        }
        return text
    }

    /// Writes samples as a CSV file.
    /// - Parameters:
    ///   - samples: the samples, in time order.
    ///   - url: the file to (over)write.
    /// - Throws: the file system's error when the file cannot be written.
    package static func write<Samples: Sequence>(_ samples: Samples, to url: URL) throws where Samples.Element == Sample {
        try text(samples).write(to: url, atomically: true, encoding: .utf8)
    }
}
