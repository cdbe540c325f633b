package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"google_oauth_access_token": "ya29.WxUqeXS7cUZ8oxVe_YhtEvC9phG3nqNEt1FSo5pSfaZu4fLDFPlDye5cSAUyBfhY73ES979gHAVUEfZQjCZMdh-Cabc4epYtpycRZQIVe_ZBP8OAhJcbOFW4n6JtIf3ki190Joh8TkxyH88-DmQESOiAevLXO3Vw8fFMb9hld-VxidTRK1XTqU7Rh_8M20xtVxlYtHr453LyVozToIPmAXPJnTFMyFcjTVLwzdMBuRBl24d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
