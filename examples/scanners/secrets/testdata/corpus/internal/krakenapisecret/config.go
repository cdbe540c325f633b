package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"kraken_api_secret": "-XrsC2cykUv4UHyZu4oVGfAwE4jvyJDczLfsRjajr5zdKUP207RwwxMc_2PlC0NK7Xcsn7PUgc0v-kd+asay1GF4q",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
