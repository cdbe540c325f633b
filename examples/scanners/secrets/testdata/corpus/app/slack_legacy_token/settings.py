import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxs-731822583549-1953199948-93450331509-2fafaf96d69c8fcf3b3b323810d7d8aa22a97e1487f8f96e46ead6bad2ad4ea8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
