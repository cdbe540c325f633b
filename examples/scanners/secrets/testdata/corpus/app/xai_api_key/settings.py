import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

XAI_API_KEY = "xai-BKTk2wuVZ76uyuLkKUFtZ6UFae13FAVc6I7yfKT9XdBMBjMyA69U7xH9mvFhFp5r4rK4Ggz4lZMWd7Yv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
