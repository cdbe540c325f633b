import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_INCOMING_MAIL_TOKEN = "glimt-PgZcD8O__kMuL8G7uAQDT6dsk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
