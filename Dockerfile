# One rummyhall worker (compose.yaml): the pinned runtime with the server extra and
# PostgreSQL's driver, the rules core compiled where the image has a compiler.
FROM python:3.11-slim
WORKDIR /app
COPY requirements.lock ./
RUN pip install --no-cache-dir -r requirements.lock "psycopg[binary]==3.3.9"
COPY . .
RUN pip install --no-cache-dir --no-deps .
EXPOSE 8000
CMD ["rummyhall", "serve", "--host", "0.0.0.0", "--port", "8000"]
