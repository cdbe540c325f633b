import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "hlvigww5mwoAAAAAAAAAA4KYT_jMlycA-zlVzKFvr8uuQbUnDIGVPivorvvWThcW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
