import CPango

/// The Pango this process lays text out with, as the library loaded at run time reports it.
public enum PangoVersion {
    public static var running: String { String(cString: pango_version_string()) }
}
