import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TELEGRAM_BOT_TOKEN = "389844004:AAqReMg9b7RWmTkjbyKj0FDX3DhEG1s3_En"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
