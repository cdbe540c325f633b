import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "53roakpxlc9y0cd7x3ueh3ah91"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
