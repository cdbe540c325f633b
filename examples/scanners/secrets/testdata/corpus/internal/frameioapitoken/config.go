package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"frameio_api_token": "fio-u-_ukRhTuadAP6Cq1q1vjd4pWFC5XXEBRQR0E3YPc0jczhrTTqKJJLZvGBvWJ_qodR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
