import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxo-91799670061-4884375770292-4207318225835-38dc48d9e37c5abd219ed22962fafaf96d69c8fcf3b3b323810d7d8aa22a97e1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
