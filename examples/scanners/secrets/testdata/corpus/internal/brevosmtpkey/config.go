package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"brevo_smtp_key": "xsmtpsib-ec9738fa3dfbf13c9687f0203bbaaad3835f94467305638a99ebf5841de41efd-wVSjAm88gWRyOcJy",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
