import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00TPlSsk6y52CeH3VPGk6nwWJR9PJ0xduCx7phCkA2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
