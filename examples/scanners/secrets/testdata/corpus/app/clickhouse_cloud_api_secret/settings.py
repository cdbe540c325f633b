import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLICKHOUSE_CLOUD_API_SECRET = "4b1dai3D11CJZWvFhHqJaJqOuZiCXv0iyR74PdrnEM"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
