import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "e3e0cdc51a2381e0b0f4f267fae5c119"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
