import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_LEGACY_TOKEN = "secret_YYUtPewAKh8U5oukn4aVWA3PDkCc94AvyfWpg4mpS4R"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
