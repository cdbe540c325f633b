import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUN_PUBLIC_KEY = "pubkey-8e68aa9a2b27e6e10d2fcc93e2427014"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
