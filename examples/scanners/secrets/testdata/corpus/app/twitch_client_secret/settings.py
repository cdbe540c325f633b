import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "ew9wa5uq7xs18mrkcwfb8m6gdnnqlp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
