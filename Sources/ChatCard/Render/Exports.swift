// The lower modules' types that the card API speaks, re-exported: `import ChatCard` is enough to build,
// render and size any card.
@_exported import struct Canvas.Color
@_exported import struct Canvas.ColorError
@_exported import struct Canvas.Point
@_exported import struct Canvas.Rect
@_exported import struct Canvas.Size
@_exported import enum Decorations.LineStyle
@_exported import enum TextLayout.TextAlignment
@_exported import enum TextLayout.FontRegistry
@_exported import struct Decorations.ElementFrame
