import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIOAPIKEYSID = "SKafcafc18809f921e96c6ca5a6b8ff690"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
