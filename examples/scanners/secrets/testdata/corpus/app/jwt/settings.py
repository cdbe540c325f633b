import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpYXQiOjE3MDczNjU5MDAsIm5hbWUiOiJUZXN0IFVzZXIgcUlIZnBJIiwic3ViIjoiODEyNDU5NjYwNSJ9.6Zi4MsxTNiIOpi0uwpJKK9uRM9xRFi29KRtossU74Nd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
