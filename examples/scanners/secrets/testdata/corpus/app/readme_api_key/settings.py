import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

README_API_KEY = "rdme_o8gnsvb7y33un8d8ial161a15so7n6y5shv00k7ydmhnerntxxwcdoyioxe7l962kwqxgv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
