import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_ACCESS_TOKEN = "ya29.vNfwbgV6or1MFvt16sBPSx98yUnHvZm84JQjCst0cq5yXj1g4iC_rXQ5c5gtzbsSSOuBKVPv9LSVw0KdX0Wq6fM845Yi95BYHnrqw2sqihfBZo5_fXUYHC2ag2VfnYKzsWvRI2Pqq36HvZu8ULgNoekpXgpyLasAsgOqvy7gSE789mNzoQGnftyArebzdAGA3Q7SCVwuS9HrtAvrudrjJWKrXuAjXCHYwIKxNYyJxKP8QB5RpPFcVFJ8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
