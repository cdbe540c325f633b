import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_LEGACY_TOKEN = "secret_m3yduem8NyETdZXzPElsCFZxTnVOINk8PZnQdg6ijay"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
