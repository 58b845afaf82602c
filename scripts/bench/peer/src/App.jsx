import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router-dom';
import { api } from './api.js';
import { useAuth } from './auth.jsx';

function NavBar() {
  const { user, logOut } = useAuth();
  return (
    <header className="navbar">
      <Link to="/" className="brand">
        Replay Market
      </Link>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/blog">Blog</Link>
        {user ? (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <button type="button" onClick={logOut}>
              Logout
            </button>
          </>
        ) : (
          <Link to="/login">Login</Link>
        )}
      </nav>
    </header>
  );
}

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">The best offers on bestselling games, at the best price</h1>
      <p>
        Replay Market is where players sell the games and consoles they have finished with. Browse second-hand
        PlayStation, Xbox, Nintendo and retro gear from sellers near you, book what you like and pay safely by card.
      </p>
    </section>
  );
}

/** The advertised products: autoplay every 2500 ms, previous/next and pagination dots. */
function Carousel() {
  const { data: products = [] } = useQuery({
    queryKey: ['advertised'],
    queryFn: async () => (await api.get('/product/advertise')).data,
  });
  const [index, setIndex] = useState(0);
  const timer = useRef();
  useEffect(() => {
    if (products.length < 2) return undefined;
    timer.current = setInterval(() => setIndex((i) => (i + 1) % products.length), 2500);
    return () => clearInterval(timer.current);
  }, [products.length]);
  if (products.length === 0) return null;
  const go = (i) => setIndex((i + products.length) % products.length);
  return (
    <section className="carousel" aria-label="Advertised products">
      <h2>Advertised products</h2>
      <div className="slides" style={{ transform: `translateX(calc(${-index} * (100% + 30px)))` }}>
        {products.map((product) => (
          <article key={product._id} className="slide">
            <img src={product.imageUrl} alt={product.title} width="640" height="480" />
            <h3>{product.title}</h3>
            <p>${product.resprice}</p>
          </article>
        ))}
      </div>
      <button type="button" onClick={() => go(index - 1)} aria-label="Previous">
        ‹
      </button>
      <button type="button" onClick={() => go(index + 1)} aria-label="Next">
        ›
      </button>
      <div className="dots">
        {products.map((product, i) => (
          <button
            type="button"
            key={product._id}
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}

function Categories() {
  const { data: categories = [] } = useQuery({
    queryKey: ['categories'],
    queryFn: async () => (await api.get('/categories')).data,
  });
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <div className="grid">
        {categories.map((category) => (
          <article key={category._id} className="card">
            <img src={category.img} alt={category.category_name} width="640" height="480" />
            <h3>{category.category_name}</h3>
            <Link to={`/category/${category._id}`}>Explore</Link>
          </article>
        ))}
      </div>
    </section>
  );
}

function Newsletter() {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Subscribe to our newsletter</h2>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="newsletter-email">Email</label>
        <input id="newsletter-email" type="email" placeholder="you@example.com" />
        <button type="submit">Subscribe</button>
      </form>
    </section>
  );
}

function Home() {
  return (
    <main>
      <Hero />
      <Carousel />
      <Categories />
      <Newsletter />
    </main>
  );
}

export function App() {
  const { loading } = useAuth();
  return (
    <>
      <NavBar />
      {loading ? (
        <p className="spinner">Loading…</p>
      ) : (
        <Routes>
          <Route path="*" element={<Home />} />
        </Routes>
      )}
      <footer>
        <p>Home · About · Teams · Privacy · Cookies</p>
        <p>© 2022 Replay Market</p>
      </footer>
    </>
  );
}
