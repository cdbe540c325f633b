import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDQ5NzEyMzIsIm5hbWUiOiJUZXN0IFVzZXIgWEEyTE1xIiwic3ViIjoiOTkzNjc1NzQ3MiJ9.ZlfQIy5tljomohIA8amwoDPz9aUNNeUnAWMMsibpYNV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
