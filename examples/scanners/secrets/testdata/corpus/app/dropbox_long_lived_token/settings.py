import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "fgm5rrynx9eAAAAAAAAAAB84dRrHu8yuSNd1XHmMAv3FGltV8_mOwqNPwLUu0fr3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
