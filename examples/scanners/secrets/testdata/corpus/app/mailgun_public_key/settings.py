import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUN_PUBLIC_KEY = "pubkey-40dca14c7834c5e3d884cdde421b6b13"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
