import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_CLOUD_STATIC_KEY = "YCI054KE3eoKyWpAAcqQkmJXqlEwypn4g9jgpxON"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
