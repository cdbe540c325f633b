package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"pypi_upload_token": "pypi-AgEIcHlwaS5vcmcCAQACILCCcTGSfqND-lxL6nBdlUKoH7-4ZJSTOTJV-jbhHKZWSrALbCYfSWU-NTJvUEY6nkzJm4DFI2ObHIQcW3LQQ8vPkcaKidfi4Jbr2q2cZrXuP1OKCLbGDpThrc75ZEVIVkzkvy_aWjxArFebKs2HkeIPXvLA5FoSkA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
