package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"adafruit_io_key": "aio_tVbZoufYBH7SW7ZbnLooAuloseMO",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
