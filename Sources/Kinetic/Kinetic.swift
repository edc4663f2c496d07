@_exported import KineticCore
