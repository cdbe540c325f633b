import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_LEGACY_TOKEN = "secret_Vk6Nc814IUttDVCgHV2ghMGHTA42HlPgvB4aQPXLH3H"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
