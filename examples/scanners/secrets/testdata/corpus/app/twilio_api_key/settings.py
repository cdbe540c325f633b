import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIOAPIKEYSID = "SKf546f8eab645ff48d48c148359b0f60a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
