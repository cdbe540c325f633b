import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "wEDJiZc7t9OzWrj15PWAoLV8eGSDNnuq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
